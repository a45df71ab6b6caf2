// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// u                                     UAV   float          2d    1        1
// v                                     UAV  float4          2d    2        1
//
RWTexture2D<float4> u : register(u1);
RWTexture2D<float4> v : register(u2);
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    u[uint2(0x00000000u, 0x00000000u)] = asfloat(uint4(0x3f000000u, 0x3f000000u, 0x3f000000u, 0x3f000000u));
    u[uint2(0x00000000u, 0x00000001u)] = asfloat(uint4(0x3f19999au, 0x3f19999au, 0x3f19999au, 0x3f19999au));
    u[uint2(0x00000001u, 0x00000001u)] = asfloat(uint4(0x3f333333u, 0x3f333333u, 0x3f333333u, 0x3f333333u));
    v[uint2(0x00000000u, 0x00000000u)] = asfloat(uint4(0x40000000u, 0x3f800000u, 0x40800000u, 0x40400000u));
    o0.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
