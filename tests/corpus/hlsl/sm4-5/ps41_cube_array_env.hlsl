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
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.REFLECT0;
    r0.xyz = v1.xyz;
    r0.w = 2.0f;
    r1.xyz = v1.xyz;
    r1.w = 1.0f;
    r2.xyz = v1.xyz;
    r2.w = 0.0f;
    r0.xyzw = mad((g_probes.Sample(g_s, r0.xyzw)).xyzw, g_probeWeights.zzzz, mad((g_probes.Sample(g_s, r2.xyzw)).xyzw, g_probeWeights.xxxx, ((g_probes.Sample(g_s, r1.xyzw)).xyzw * g_probeWeights.yyyy)));
    r1.xyz = v1.xyz;
    r1.w = 3.0f;
    r0.xyzw = mad((g_probes.Sample(g_s, r1.xyzw)).xyzw, g_probeWeights.wwww, r0.xyzw);
    o0.xyzw = mad((g_probes.SampleLevel(g_s, r2.xyzw, (g_probeWeights.x * 4.0f))).xyzw, float4(0.1f, 0.1f, 0.1f, 0.1f), r0.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
