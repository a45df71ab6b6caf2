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
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.COLOR0);
    v2.xy = asuint(input.TEXCOORD0);
    r0.xyzw = asuint((EvaluateAttributeAtSample(input.COLOR0, asint(g_sample))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
    r1.xyzw = asuint((EvaluateAttributeCentroid(input.COLOR0)).xyzw);
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.5f, 0.5f, 0.5f, 0.5f), asfloat(r0.xyzw)));
    r1.xy = asuint((EvaluateAttributeSnapped(input.TEXCOORD0, g_snap.xy)).xy);
    r1.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
