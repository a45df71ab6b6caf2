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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    v2.xy = input.TEXCOORD0;
    r0.xyzw = mad((EvaluateAttributeCentroid(input.COLOR0)).xyzw, float4(0.5f, 0.5f, 0.5f, 0.5f), ((EvaluateAttributeAtSample(input.COLOR0, asint(g_sample))).xyzw * float4(0.5f, 0.5f, 0.5f, 0.5f)));
    r1.xy = (EvaluateAttributeSnapped(input.TEXCOORD0, g_snap.xy)).xy;
    r1.zw = float2(0.0f, 0.0f);
    o0.xyzw = r0.xyzw + r1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
