// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_in
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_packed
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
//
// }
//
// Resource bind info for g_unpacked
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_in                              texture  struct         r/o    0        1
// g_packed                              UAV  struct         r/w    0        1
// g_unpacked                            UAV  struct         r/w    1        1
//
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> t0 : register(t0);
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> g_packed : register(u0);
struct S_u1 { uint w[4]; };
RWStructuredBuffer<S_u1> g_unpacked : register(u1);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    r0.xyzw = uint4(t0[vThreadID.x].w[0], t0[vThreadID.x].w[1], t0[vThreadID.x].w[2], t0[vThreadID.x].w[3]);
    r0.xyzw = f32tof16(asfloat(r0.xyzw));
    r0.xz = asuint(asint(r0.yw) * int2(65536, 65536) + asint(r0.xz));
    r0.yw = ((uint2(0x00000010u, 0x00000010u) & 31u) == 0u) ? 0u : ((((uint2(0x00000010u, 0x00000010u) & 31u) + (uint2(0x00000000u, 0x00000000u) & 31u)) < 32u) ? ((r0.yw << (32u - (uint2(0x00000010u, 0x00000010u) & 31u) - (uint2(0x00000000u, 0x00000000u) & 31u))) >> (32u - (uint2(0x00000010u, 0x00000010u) & 31u))) : (r0.yw >> (uint2(0x00000000u, 0x00000000u) & 31u)));
    r1.xyw = f16tof32(r0.xyw);
    g_packed[vThreadID.x].w[0] = r0.x;
    g_packed[vThreadID.x].w[1] = r0.z;
    r1.z = f16tof32(asuint((asint(r0.z) & 65535)));
    g_unpacked[vThreadID.x].w[0] = asuint(r1.x);
    g_unpacked[vThreadID.x].w[1] = asuint(r1.y);
    g_unpacked[vThreadID.x].w[2] = asuint(r1.z);
    g_unpacked[vThreadID.x].w[3] = asuint(r1.w);
    {
        return output;
    }
}
