// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s0                              sampler      NA          NA    0        1
// g_s1                              sampler      NA          NA    1        1
// g_base                            texture  float4          2d    0        1
// g_detail                          texture  float4          2d    1        1
//
SamplerState g_s0 : register(s0);
SamplerState g_s1 : register(s1);
Texture2D<float4> g_base : register(t0);
Texture2D<float4> g_detail : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD1 : TEXCOORD1;
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
    v2.zw = input.TEXCOORD1;
    r0.xyzw = ((g_base.Sample(g_s0, v2.xy)).xyzw * (g_detail.Sample(g_s1, v2.zw)).xyzw) * v1.xyzw;
    o0.xyzw = r0.xyzw + r0.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
