// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_pos
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
// g_raw                             texture    byte         r/o    0        1
// g_pos                             texture  struct         r/o    1        1
//
ByteAddressBuffer g_raw : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> g_pos : register(t1);
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    uint TAG0 : TAG0;
};
Output main(Input input) {
    Output output;
    int4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.x = asint(input.SV_VertexID0);
    r0.x = asuint(v0.x << (0x00000002u & 31u));
    r0.x = g_raw.Load(r0.x).x;
    r0.xyzw = uint4(g_pos[r0.x].w[0], g_pos[r0.x].w[1], g_pos[r0.x].w[2], g_pos[r0.x].w[3]);
    r1.x = asuint((v0.x << (0x00000003u & 31u)) + 64);
    r1.xy = g_raw.Load2(r1.x).xy;
    r1.z = 0x00000000u;
    o0.xyzw = asfloat(r0.xyzw) + asfloat(r1.xzzz);
    o1.x = r1.y;
    {
        output.SV_Position0 = o0.xyzw;
        output.TAG0 = o1.x;
        return output;
    }
}
