// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_sam                             sampler      NA          NA    0        1
// g_EnvironmentTexture              texture  float4        cube    0        1
//
SamplerState g_sam : register(s0);
TextureCube<float4> g_EnvironmentTexture : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xyz = input.TEXCOORD0;
    o0.xyzw = (g_EnvironmentTexture.Sample(g_sam, v1.xyz)).xyzw;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
