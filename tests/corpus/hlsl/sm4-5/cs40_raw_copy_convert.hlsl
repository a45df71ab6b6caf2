// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   uint g_count;                      // Offset:    0 Size:     4
//   float g_scale;                     // Offset:    4 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_src                             texture    byte         r/o    0        1
// g_dst                                 UAV    byte         r/w    0        1
// P                                 cbuffer      NA          NA    0        1
//
cbuffer P : register(b0) {
    uint g_count : packoffset(c0);
    float g_scale : packoffset(c0.y);
};
ByteAddressBuffer g_src : register(t0);
RWByteAddressBuffer g_dst : register(u0);
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    if (vThreadID.x >= g_count) {
        {
            return output;
        }
    }
    r0.x = asuint(asint(vThreadID.x) << (0x00000002u & 31u));
    r0.y = asuint(asint(vThreadID.x) << (0x00000004u & 31u));
    r1.x = g_src.Load(r0.x).x;
    r0.x = asuint(asint(r1.x) & 255);
    r2.x = r1.x >> (0x00000008u & 31u);
    r2.y = r1.x >> (0x00000010u & 31u);
    r0.z = r1.x >> (0x00000018u & 31u);
    r2.yz = asuint((float2)asuint((asint(r2.xy) & int2(255, 255))));
    r2.xw = asuint((float2)r0.xz);
    r1.xyzw = asuint(asfloat(r2.xyzw) * g_scale.xxxx);
    g_dst.Store4(r0.y, r1.xyzw);
    {
        return output;
    }
}
