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
cbuffer Anim : register(b0) {
    int g_mode : packoffset(c0);
    float g_t : packoffset(c0.y);
    float2 pad : packoffset(c0.z);
    column_major float4x4 g_viewProj : packoffset(c1);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
static float4 v0 = 0;
static precise float4 o0 = 0;
static precise float4 r0 = 0;
static precise float4 r1 = 0;
static precise float4 r2 = 0;
void l0();
void l1();
void l2();
void l3();
void l0() {
    r1.x = v0.x + g_t;
    {
        float p0 = sin(r1.x);
        r1.x = p0;
    }
    r0.y = r1.x + v0.y;
    r0.xz = v0.xz;
    return;
}
void l1() {
    {
        float p0 = cos(g_t);
        r1.x = p0;
    }
    r1.x = mad(r1.x, 0.1f, 1.0f);
    r0.xyz = r1.xxx * v0.xyz;
    return;
}
void l2() {
    {
        float p0 = sin(g_t);
        float p1 = cos(g_t);
        r1.x = p0;
        r2.x = p1;
    }
    r1.xy = r1.xx * v0.zx;
    r0.x = mad(v0.x, r2.x, (-r1.x));
    r0.z = mad(v0.z, r2.x, r1.y);
    r0.y = v0.y;
    return;
}
void l3() {
    r0.xyz = v0.xyz;
    return;
}
Output main(Input input) {
    Output output;
    v0.xyz = input.POSITION0;
    switch (g_mode) {
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
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
