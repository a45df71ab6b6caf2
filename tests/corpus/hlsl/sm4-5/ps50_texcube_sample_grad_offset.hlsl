// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_c                               texture  float4        cube    0        1
// g_v                               texture  float4          3d    1        1
// g_ramp                            texture  float4     1darray    2        1
//
SamplerState s0 : register(s0);
TextureCube<float4> t0 : register(t0);
Texture3D<float4> t1 : register(t1);
Texture1DArray<float4> t2 : register(t2);
struct Input {
    float4 v0_x : SV_Position0;
    float3 v1_x : DIR0;
    float3 v2_x : UVW0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    v2.xyz = asuint(input.v2_x);
    r0.xyz = asuint(ddx_coarse(asfloat(v1.xyz)));
    r1.xyz = asuint(ddy_coarse(asfloat(v1.xyz)));
    r0.xyzw = asuint((t0.SampleGrad(s0, asfloat(v1.xyz), asfloat(r0.xyz), asfloat(r1.xyz))).xyzw);
    r1.x = r0.x;
    r1.y = 0x40000000u;
    r1.xyzw = asuint((t2.SampleLevel(s0, asfloat(r1.xy), asfloat(0x00000000u), 3)).xyzw);
    r2.xyzw = asuint((t1.SampleBias(s0, asfloat(v2.xyz), asfloat(0xbf800000u), int3(1, 0, -1))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r2.xyzw));
    r0.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r0.xyzw));
    r1.xyz = asuint(asfloat(v2.xyz) * asfloat(uint3(0x42000000u, 0x42000000u, 0x42000000u)));
    r1.xyz = asuint((int3)asfloat(r1.xyz));
    r1.w = 0x00000001u;
    r1.xyzw = asuint((t1.Load(asint(r1.xyzw), int3(-1, 1, 0))).xyzw);
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
