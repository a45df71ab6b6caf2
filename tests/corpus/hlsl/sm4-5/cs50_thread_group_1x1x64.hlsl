// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_col
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_vol                             texture   float          3d    0        1
// g_col                                 UAV  struct         r/w    0        1
//
Texture3D<float> g_vol : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_col : register(u0);
struct Input {
};
struct Output {
};
[numthreads(1, 1, 64)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = (((asint(vThreadID.y) << (0x00000006u & 31u)) + asint(vThreadID.x)) << (0x00000006u & 31u)) + asint(vThreadID.z);
    r1.xyz = vThreadID.xyz;
    r1.w = 0x00000000u;
    r0.y = asint((g_vol.Load(asint(r1.xyzw))).x);
    r0.y = asint(asfloat(r0.y) + asfloat(r0.y));
    g_col[asuint(r0.x)].w[0] = asuint(r0.y);
    {
        return output;
    }
}
