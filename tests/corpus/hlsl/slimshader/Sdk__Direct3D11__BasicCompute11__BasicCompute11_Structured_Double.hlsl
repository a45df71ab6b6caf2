// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for Buffer0
// {
//
//   struct BufType
//   {
//       
//       int i;                         // Offset:    0
//       float f;                       // Offset:    4
//       double d;                      // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for Buffer1
// {
//
//   struct BufType
//   {
//       
//       int i;                         // Offset:    0
//       float f;                       // Offset:    4
//       double d;                      // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for BufferOut
// {
//
//   struct BufType
//   {
//       
//       int i;                         // Offset:    0
//       float f;                       // Offset:    4
//       double d;                      // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Buffer0                           texture  struct         r/o    0        1
// Buffer1                           texture  struct         r/o    1        1
// BufferOut                             UAV  struct         r/w    0        1
//
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> Buffer0 : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> Buffer1 : register(t1);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> BufferOut : register(u0);
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
    r0.xyzw = uint4(Buffer0[vThreadID.x].w[2], Buffer0[vThreadID.x].w[3], Buffer0[vThreadID.x].w[0], Buffer0[vThreadID.x].w[1]);
    r1.xyzw = uint4(Buffer1[vThreadID.x].w[2], Buffer1[vThreadID.x].w[3], Buffer1[vThreadID.x].w[0], Buffer1[vThreadID.x].w[1]);
    {
        uint lo0, hi0;
        asuint(asdouble(r0.x, r0.y) + asdouble(r1.x, r1.y), lo0, hi0);
        r0.x = lo0;
        r0.y = hi0;
    }
    r2.zw = r0.xy;
    r2.x = asuint(asint(r0.z) + asint(r1.z));
    r2.y = asuint(asfloat(r0.w) + asfloat(r1.w));
    BufferOut[vThreadID.x].w[0] = r2.x;
    BufferOut[vThreadID.x].w[1] = r2.y;
    BufferOut[vThreadID.x].w[2] = r2.z;
    BufferOut[vThreadID.x].w[3] = r2.w;
    {
        return output;
    }
}
