// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_src                             texture    byte         r/o    0        1
// g_dst                                 UAV    byte         r/w    0        1
//
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
    precise uint4 r3 = 0;
    {
        int p0 = asint(vThreadID.x) * 40;
        r0.x = asuint(p0);
    }
    r0.yzw = g_src.Load3(r0.x).xyz;
    r1.xyz = asuint(asint(vThreadID.xxx) * int3(40, 40, 40) + int3(12, 16, 24));
    r2.xy = g_src.Load2(r1.y).xy;
    r3.xyzw = g_src.Load4(r1.z).xyzw;
    r2.z = r3.w;
    g_dst.Store3(r0.x, r2.zyx);
    g_dst.Store3(r1.x, r0.zwy);
    r2.xyzw = asuint(asint(r0.yyyy) + asint(r3.zyxw));
    g_dst.Store4(r1.z, r2.xyzw);
    if (vThreadID.x == 0u) {
        {
            uint n = 0, s = 0;
            g_src.GetDimensions(n);
            r0.x = n;
        }
        g_dst.Store(0x00000000u, r0.x);
    }
    {
        return output;
    }
}
