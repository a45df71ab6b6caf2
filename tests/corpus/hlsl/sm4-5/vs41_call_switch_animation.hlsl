// Decompiled by dxsm from vs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Anim
// {
//
//   int g_mode;                        // Offset:    0 Size:     4
//   float g_t;                         // Offset:    4 Size:     4
//   float2 pad;                        // Offset:    8 Size:     8 [unused]
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Anim                              cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[5]; };
struct Input {
    float3 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
};
static uint4 v0 = 0;
static uint4 o0 = 0;
static uint4 r0 = 0;
static uint4 r1 = 0;
static uint4 r2 = 0;
void l0();
void l1();
void l2();
void l3();
void l0() {
    r1.x = asuint(asfloat(v0.x) + asfloat(cb0[0].y));
    {
        uint p0 = asuint(sin(asfloat(r1.x)));
        r1.x = p0;
    }
    r0.y = asuint(asfloat(r1.x) + asfloat(v0.y));
    r0.xz = v0.xz;
    return;
}
void l1() {
    {
        uint p0 = asuint(cos(asfloat(cb0[0].y)));
        r1.x = p0;
    }
    r1.x = asuint(mad(asfloat(r1.x), asfloat(0x3dcccccdu), asfloat(0x3f800000u)));
    r0.xyz = asuint(asfloat(r1.xxx) * asfloat(v0.xyz));
    return;
}
void l2() {
    {
        uint p0 = asuint(sin(asfloat(cb0[0].y)));
        uint p1 = asuint(cos(asfloat(cb0[0].y)));
        r1.x = p0;
        r2.x = p1;
    }
    r1.xy = asuint(asfloat(r1.xx) * asfloat(v0.zx));
    r0.x = asuint(mad(asfloat(v0.x), asfloat(r2.x), (-asfloat(r1.x))));
    r0.z = asuint(mad(asfloat(v0.z), asfloat(r2.x), asfloat(r1.y)));
    r0.y = v0.y;
    return;
}
void l3() {
    r0.xyz = v0.xyz;
    return;
}
Output main(Input input) {
    Output output;
    v0.xyz = asuint(input.v0_x);
    switch (asint(cb0[0].x)) {
    case 0:
        l0();
        break;
    case 1:
        l1();
        break;
    case 2:
        l2();
        break;
    default:
        l3();
        break;
    }
    r0.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[1].xyzw)));
    o0.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[2].xyzw)));
    o0.z = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[3].xyzw)));
    o0.w = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[4].xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
