// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   float4x4 g_wvp;                    // Offset:    0 Size:    64
//   float4x4 g_world;                  // Offset:   64 Size:    64
//   float4 g_eye;                      // Offset:  128 Size:    16
//   float4 g_fog;                      // Offset:  144 Size:    16
//   float4 g_texPlaneS;                // Offset:  160 Size:    16
//   float4 g_texPlaneT;                // Offset:  176 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// F                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[12]; };
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float2 o1_x : TEXCOORD0;
    float o1_z : FOG0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.v0_x);
    o0.x = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[0].xyzw)));
    o0.y = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[1].xyzw)));
    o0.z = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[2].xyzw)));
    o0.w = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[3].xyzw)));
    r0.x = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[4].xyzw)));
    r0.y = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[5].xyzw)));
    r0.z = asuint(dot(asfloat(v0.xyzw), asfloat(cb0[6].xyzw)));
    r1.xyz = asuint(asfloat(r0.xyz) + (-asfloat(cb0[8].xyz)));
    r1.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r1.x = asuint(sqrt(asfloat(r1.x)));
    r1.x = asuint((-asfloat(r1.x)) * asfloat(cb0[9].x));
    r1.x = asuint(asfloat(r1.x) * asfloat(0x3fb8aa3bu));
    r1.x = asuint(exp2(asfloat(r1.x)));
    r1.x = asuint(min(asfloat(r1.x), asfloat(0x3f800000u)));
    o1.z = asuint(mad(asfloat(r1.x), asfloat(cb0[9].y), asfloat(cb0[9].z)));
    r0.w = 0x3f800000u;
    o1.x = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[10].xyzw)));
    o1.y = asuint(dot(asfloat(r0.xyzw), asfloat(cb0[11].xyzw)));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xy);
            output.o1_z = asfloat(o1.z);
            return output;
        }
}
