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
SamplerState s0 : register(s0);
TextureCube<float4> t0 : register(t0);
struct Input {
    float4 v0_x : SV_POSITION0;
    float3 v1_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    o0.xyzw = asuint((t0.Sample(s0, asfloat(v1.xyz))).xyzw);
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
