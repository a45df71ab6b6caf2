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
//
//   } $Element;                        // Offset:    0 Size:     8
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
//
//   } $Element;                        // Offset:    0 Size:     8
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
//
//   } $Element;                        // Offset:    0 Size:     8
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
struct S_t0 { uint w[2]; };
StructuredBuffer<S_t0> Buffer0 : register(t0);
struct S_t1 { uint w[2]; };
StructuredBuffer<S_t1> Buffer1 : register(t1);
struct S_u0 { uint w[2]; };
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
    r0.xy = uint2(Buffer0[vThreadID.x].w[0], Buffer0[vThreadID.x].w[1]);
    r0.zw = uint2(Buffer1[vThreadID.x].w[0], Buffer1[vThreadID.x].w[1]);
    r1.x = asuint(asint(r0.z) + asint(r0.x));
    r1.y = asuint(asfloat(r0.w) + asfloat(r0.y));
    BufferOut[vThreadID.x].w[0] = r1.x;
    BufferOut[vThreadID.x].w[1] = r1.y;
    {
        return output;
    }
}
