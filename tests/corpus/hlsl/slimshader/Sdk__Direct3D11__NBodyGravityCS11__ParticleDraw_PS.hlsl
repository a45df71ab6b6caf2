// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samLinear                       sampler      NA          NA    0        1
// g_txDiffuse                       texture  float4          2d    0        1
//
SamplerState g_samLinear : register(s0);
Texture2D<float4> g_txDiffuse : register(t0);
struct Input {
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
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
    v0.xy = input.TEXCOORD0;
    v1.xyzw = input.COLOR0;
    o0.xyzw = (g_txDiffuse.Sample(g_samLinear, v0.xy)).xyzw * v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
