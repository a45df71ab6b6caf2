// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer E
// {
//
//   int2 g_snap;                       // Offset:    0 Size:     8
//   uint g_sample;                     // Offset:    8 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// E                                 cbuffer      NA          NA    0        1
//
cbuffer E : register(b0) {
    int2 g_snap : packoffset(c0);
    uint g_sample : packoffset(c0.z);
};
struct Input {
    float4 v0_x : SV_Position0;
    float4 v1_x : COLOR0;
    float2 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    v2.xy = asuint(input.v2_x);
    r0.xyzw = asuint((EvaluateAttributeAtSample(input.v1_x, asint(g_sample))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(uint4(0x3f000000u, 0x3f000000u, 0x3f000000u, 0x3f000000u)));
    r1.xyzw = asuint((EvaluateAttributeCentroid(input.v1_x)).xyzw);
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), asfloat(uint4(0x3f000000u, 0x3f000000u, 0x3f000000u, 0x3f000000u)), asfloat(r0.xyzw)));
    r1.xy = asuint((EvaluateAttributeSnapped(input.v2_x, g_snap.xy)).xy);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
