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
    r0.x = asuint(asint(vThreadID.x) << (0x00000003u & 31u));
    r0.yz = Buffer0.Load2(r0.x).xy;
    r1.xy = Buffer1.Load2(r0.x).xy;
    r2.x = asuint(asint(r0.y) + asint(r1.x));
    r2.y = asuint(asfloat(r0.z) + asfloat(r1.y));
    BufferOut.Store2(r0.x, r2.xy);
    {
        return output;
    }
}
