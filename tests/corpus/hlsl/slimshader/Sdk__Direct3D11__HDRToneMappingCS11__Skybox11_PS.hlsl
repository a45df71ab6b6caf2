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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.SV_POSITION0);
    v1.xyz = asuint(input.TEXCOORD0);
    o0.xyzw = asuint((g_EnvironmentTexture.Sample(g_sam, asfloat(v1.xyz))).xyzw);
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
