// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Buffer0                           texture    byte         r/o    0        1
// Buffer1                           texture    byte         r/o    1        1
// BufferOut                             UAV    byte         r/w    0        1
//
ByteAddressBuffer Buffer0 : register(t0);
ByteAddressBuffer Buffer1 : register(t1);
RWByteAddressBuffer BufferOut : register(u0);
struct Input {
};
struct Output {
};
[numthreads(1, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    r0.x = asuint(asint(vThreadID.x) << (0x00000004u & 31u));
    r1.xyzw = Buffer0.Load4(r0.x).zwxy;
    r2.xyzw = Buffer1.Load4(r0.x).zwxy;
    {
        uint lo1, hi1;
        asuint(asdouble(r1.x, r1.y) + asdouble(r2.x, r2.y), lo1, hi1);
        r0.z = lo1;
        r0.w = hi1;
    }
    r3.zw = r0.zw;
    r3.x = asuint(asint(r1.z) + asint(r2.z));
    r3.y = asuint(asfloat(r1.w) + asfloat(r2.w));
    BufferOut.Store4(r0.x, r3.xyzw);
    {
        return output;
    }
}
