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
SamplerState s0 : register(s0);
Texture2D<float4> t0 : register(t0);
struct Input {
    float2 v0_x : TEXCOORD0;
    float4 v1_x : COLOR0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xy = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    r0.xyzw = asuint((t0.Sample(s0, asfloat(v0.xy))).xyzw);
    o0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(v1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
