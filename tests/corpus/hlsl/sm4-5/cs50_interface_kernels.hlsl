// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface IKernel g_k[2];          // Offset:    0 Size:     2
//
// }
//
// cbuffer Sel
// {
//
//   uint g_stage;                      // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_data
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
// g_data                                UAV  struct         r/w    0        1
// Sel                               cbuffer      NA          NA    1        1
//
interface I0 { void c0(); void c1(); };
class Square : I0 {
    void c0();
    void c1();
};
class Affine : I0 {
    uint4 m0;
    uint4 m1;
    void c0();
    void c1();
};
class Threshold : I0 {
    uint4 m0;
    void c0();
    void c1();
};
cbuffer Sel : register(b1) {
    uint g_stage : packoffset(c0);
};
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_data : register(u0);
struct Input {
};
struct Output {
};
static uint3 vThreadID;
static precise uint4 r0 = 0;
static precise uint4 r1 = 0;
static precise uint4 r2 = 0;
static precise uint4 r3 = 0;
I0 fp0[2];
void Square::c0() {
    r1.xyzw = asuint(asfloat(r0.xyzw) * asfloat(r0.xyzw));
    return;
}
void Square::c1() {
    r2.xyzw = asuint(asfloat(r1.xyzw) * asfloat(r1.xyzw));
    return;
}
void Affine::c0() {
    r1.xyzw = asuint(mad(asfloat(r0.xyzw), asfloat(m0.xyzw), asfloat(m1.xyzw)));
    return;
}
void Affine::c1() {
    r2.xyzw = asuint(mad(asfloat(r1.xyzw), asfloat(m0.xyzw), asfloat(m1.xyzw)));
    return;
}
void Threshold::c0() {
    r2.xyzw = (asfloat(m0.xxxx) < asfloat(r0.xyzw)) ? 0xffffffffu : 0u;
    r1.xyzw = asuint(asint(r2.xyzw) & int4(1065353216, 1065353216, 1065353216, 1065353216));
    return;
}
void Threshold::c1() {
    r3.xyzw = (asfloat(m0.xxxx) < asfloat(r1.xyzw)) ? 0xffffffffu : 0u;
    r2.xyzw = asuint(asint(r3.xyzw) & int4(1065353216, 1065353216, 1065353216, 1065353216));
    return;
}
[numthreads(64, 1, 1)]
Output main(Input input, uint3 vThreadID_in : SV_DispatchThreadID) {
    Output output;
    vThreadID = vThreadID_in;
    r0.xyzw = uint4(g_data[vThreadID.x].w[0], g_data[vThreadID.x].w[1], g_data[vThreadID.x].w[2], g_data[vThreadID.x].w[3]);
    fp0[0].c0();
    r0.x = g_stage;
    fp0[r0.x].c1();
    g_data[vThreadID.x].w[0] = r2.x;
    g_data[vThreadID.x].w[1] = r2.y;
    g_data[vThreadID.x].w[2] = r2.z;
    g_data[vThreadID.x].w[3] = r2.w;
    {
        return output;
    }
}
