// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface I0 fp0;                  // Offset:    0 Size:     1
//
// }
//
// cbuffer cbA
// {
//
//   struct A
//   {
//       
//       uint4 m0;                      // Offset:    0
//
//   } g_a;                             // Offset:    0 Size:    16
//   float4 g_x;                        // Offset:   16 Size:    16
//   
//   struct E
//   {
//       
//       struct A
//       {
//           
//           uint4 m0;                  // Offset:   32
//
//       } $super;                      // Offset:   32
//       uint4 n0;                      // Offset:   48
//
//   } g_e;                             // Offset:   32 Size:    32
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbA                               cbuffer      NA          NA    0        1
//
interface I0 { void c0(); };
class A : I0 {
    uint4 m0;
    void c0();
};
class B : A {
};
class C : I0 {
    uint4 m0;
    uint4 m1;
    void c0();
};
class E : A {
    uint4 m1;
};
cbuffer cbA : register(b0) {
    A g_a : packoffset(c0);
    float4 g_x : packoffset(c1);
    E g_e : packoffset(c2);
};
struct Input {
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
static precise float4 o0 = 0;
static precise float4 r0 = 0;
static precise uint4 r1 = 0;
I0 fp0;
void A::c0() {
    r0.xyzw = asfloat(m0.xyzw);
    return;
}
void C::c0() {
    r0.xyzw = asfloat(m1.xyzw);
    return;
}
Output main(Input input) {
    Output output;
    fp0.c0();
    o0.xyzw = r0.xyzw + g_x.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
