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
    float4 SV_POSITION0 : SV_POSITION0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xyzw = input.COLOR0;
    v2.xy = input.TEXCOORD0;
    o0.xyzw = (g_txDiffuse.Sample(g_samLinear, v2.xy)).xyzw * v1.xyzw;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
