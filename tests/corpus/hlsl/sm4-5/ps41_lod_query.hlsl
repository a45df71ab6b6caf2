// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// g_ta                              texture  float4     2darray    1        1
//
SamplerState s0 : register(s0);
Texture2D<float4> t0 : register(t0);
Texture2DArray<float4> t1 : register(t1);
struct Input {
    float4 v0_x : SV_Position0;
    float3 v1_x : TEXCOORD0;
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
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    o0.y = asuint((float4(t1.CalculateLevelOfDetail(s0, asfloat(v1.xy)), t1.CalculateLevelOfDetailUnclamped(s0, asfloat(v1.xy)), 0.0, 0.0)).y);
    r0.x = asuint((float4(t0.CalculateLevelOfDetail(s0, asfloat(v1.xy)), t0.CalculateLevelOfDetailUnclamped(s0, asfloat(v1.xy)), 0.0, 0.0)).x);
    r0.y = asuint(floor(asfloat(r0.x)));
    r0.y = asuint((t1.SampleLevel(s0, asfloat(v1.xyz), asfloat(r0.y))).w);
    o0.z = asuint(frac(asfloat(r0.x)));
    o0.xw = r0.xy;
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
