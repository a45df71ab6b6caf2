interface I0 { void c0(); };
static float4 r0;
class A : I0 { uint4 m0; void c0() { r0 = asfloat(m0); } };
class B : A { uint4 n0; };
class C : I0 { uint4 m0; uint4 m1; void c0() { r0 = asfloat(m1); } };
class E : A { uint4 n0; };
cbuffer cbA : register(b0) { A g_a; float4 g_x; E g_e; };
I0 fp0;
float4 main() : SV_Target {
    fp0.c0();
    return r0 + g_x;
}
