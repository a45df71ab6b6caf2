// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samShadow                       sampler      NA          NA    5        1
// g_txShadow                        texture  float4     2darray    5        1
//
SamplerState g_samShadow : register(s5);
Texture2DArray<float4> g_txShadow : register(t5);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD2 : TEXCOORD2;
};
struct Output {
    float2 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v1.zw = input.TEXCOORD2;
    r0.xy = v1.xy;
    r0.z = 0.0f;
    r1.xy = (g_txShadow.Sample(g_samShadow, r0.xyz, int2(-1, 0))).xy;
    r1.zw = (g_txShadow.Sample(g_samShadow, r0.xyz)).xy;
    r0.xy = (g_txShadow.Sample(g_samShadow, r0.xyz, int2(1, 0))).xy;
    r0.zw = r1.zw + r1.xy;
    o0.xy = (r0.xy + r0.zw) * float2(0.33333334f, 0.33333334f);
    {
        output.SV_Target0 = o0.xy;
        return output;
    }
}
