// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_sad
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_ref                             texture    byte         r/o    0        1
// g_cur                             texture    byte         r/o    1        1
// g_sad                                 UAV  struct         r/w    0        1
//
ByteAddressBuffer g_ref : register(t0);
ByteAddressBuffer g_cur : register(t1);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_sad : register(u0);
struct Input {
};
struct Output {
};
[numthreads(8, 8, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.xy = asuint((asint(vThreadID.yy) << (uint2(0x00000008u, 0x00000006u) & 31u)) + asint(vThreadID.xx));
    r0.x = asuint(asint(r0.x) << (0x00000002u & 31u));
    r1.xy = g_cur.Load2(r0.x).xy;
    r0.x = g_ref.Load(r0.x).x;
    r2.xyz = r1.xxx >> (uint3(0x00000008u, 0x00000010u, 0x00000018u) & 31u);
    r1.yzw = ((r1.yyy << (uint3(0x00000018u, 0x00000010u, 0x00000008u) & 31u)) & (((1u << (uint3(0x00000008u, 0x00000010u, 0x00000018u) & 31u)) - 1u) << (uint3(0x00000018u, 0x00000010u, 0x00000008u) & 31u))) | (r2.xyz & ~(((1u << (uint3(0x00000008u, 0x00000010u, 0x00000018u) & 31u)) - 1u) << (uint3(0x00000018u, 0x00000010u, 0x00000008u) & 31u)));
    r2.xyzw = uint4(msad4(r0.x, uint2(r1.x, 0u), uint4(0x00000000u, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.y, 0u), uint4(0x00000000u, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.z, 0u), uint4(0x00000000u, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.w, 0u), uint4(0x00000000u, 0u, 0u, 0u)).x);
    r2.xyzw = asuint(asint(uint4(msad4(r0.x, uint2(r1.x, 0u), uint4(r2.x, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.y, 0u), uint4(r2.y, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.z, 0u), uint4(r2.z, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.w, 0u), uint4(r2.w, 0u, 0u, 0u)).x)) + int4(1, 1, 1, 1));
    r2.xyzw = asuint(asint(uint4(msad4(r0.x, uint2(r1.x, 0u), uint4(r2.x, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.y, 0u), uint4(r2.y, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.z, 0u), uint4(r2.z, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.w, 0u), uint4(r2.w, 0u, 0u, 0u)).x)) + int4(2, 2, 2, 2));
    r1.xyzw = asuint(asint(uint4(msad4(r0.x, uint2(r1.x, 0u), uint4(r2.x, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.y, 0u), uint4(r2.y, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.z, 0u), uint4(r2.z, 0u, 0u, 0u)).x, msad4(r0.x, uint2(r1.w, 0u), uint4(r2.w, 0u, 0u, 0u)).x)) + int4(3, 3, 3, 3));
    g_sad[r0.y].w[0] = r1.x;
    g_sad[r0.y].w[1] = r1.y;
    g_sad[r0.y].w[2] = r1.z;
    g_sad[r0.y].w[3] = r1.w;
    {
        return output;
    }
}
