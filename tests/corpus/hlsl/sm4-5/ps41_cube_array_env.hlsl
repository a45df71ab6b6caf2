// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   float4 g_probeWeights;             // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_probes                          texture  float4   cubearray    0        1
// P                                 cbuffer      NA          NA    0        1
//
cbuffer P : register(b0) {
    float4 g_probeWeights : packoffset(c0);
};
SamplerState g_s : register(s0);
TextureCubeArray<float4> g_probes : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 REFLECT0 : REFLECT0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.REFLECT0);
    r0.xyz = v1.xyz;
    r0.w = 0x40000000u;
    r0.xyzw = asuint((g_probes.Sample(g_s, asfloat(r0.xyzw))).xyzw);
    r1.xyz = v1.xyz;
    r1.w = 0x3f800000u;
    r1.xyzw = asuint((g_probes.Sample(g_s, asfloat(r1.xyzw))).xyzw);
    r1.xyzw = asuint(asfloat(r1.xyzw) * g_probeWeights.yyyy);
    r2.xyz = v1.xyz;
    r2.w = 0x00000000u;
    r3.xyzw = asuint((g_probes.Sample(g_s, asfloat(r2.xyzw))).xyzw);
    r1.xyzw = asuint(mad(asfloat(r3.xyzw), g_probeWeights.xxxx, asfloat(r1.xyzw)));
    r0.xyzw = asuint(mad(asfloat(r0.xyzw), g_probeWeights.zzzz, asfloat(r1.xyzw)));
    r1.xyz = v1.xyz;
    r1.w = 0x40400000u;
    r1.xyzw = asuint((g_probes.Sample(g_s, asfloat(r1.xyzw))).xyzw);
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), g_probeWeights.wwww, asfloat(r0.xyzw)));
    r1.x = asuint(g_probeWeights.x * 4.0f);
    r1.xyzw = asuint((g_probes.SampleLevel(g_s, asfloat(r2.xyzw), asfloat(r1.x))).xyzw);
    o0.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.1f, 0.1f, 0.1f, 0.1f), asfloat(r0.xyzw)));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
