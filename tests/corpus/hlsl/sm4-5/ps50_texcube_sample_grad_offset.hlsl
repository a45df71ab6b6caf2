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
SamplerState g_s : register(s0);
TextureCube<float4> g_c : register(t0);
Texture3D<float4> g_v : register(t1);
Texture1DArray<float4> g_ramp : register(t2);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 DIR0 : DIR0;
    float3 UVW0 : UVW0;
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
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.DIR0;
    v2.xyz = input.UVW0;
    r0.xyzw = (g_c.SampleGrad(g_s, v1.xyz, ddx_coarse(v1.xyz), ddy_coarse(v1.xyz))).xyzw;
    r1.x = asuint(r0.x);
    r1.y = 0x40000000u;
    r0.xyzw = (g_ramp.SampleLevel(g_s, asfloat(r1.xy), 0.0f, 3)).xyzw + (r0.xyzw + (g_v.SampleBias(g_s, v2.xyz, -1.0f, int3(1, 0, -1))).xyzw);
    r1.xyz = asuint((int3)(v2.xyz * float3(32.0f, 32.0f, 32.0f)));
    r1.w = 0x00000001u;
    o0.xyzw = r0.xyzw + (g_v.Load(asint(r1.xyzw), int3(-1, 1, 0))).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
