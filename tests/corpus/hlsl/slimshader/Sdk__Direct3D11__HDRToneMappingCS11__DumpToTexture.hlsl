// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPS
// {
//
//   uint4 g_param;                     // Offset:    0 Size:    16
//
// }
//
// Resource bind info for buffer
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
// buffer                            texture  struct         r/o    0        1
// cbPS                              cbuffer      NA          NA    0        1
//
cbuffer cbPS : register(b0) {
    uint4 g_param : packoffset(c0);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> buffer : register(t0);
struct Input {
    noperspective float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xy = asuint(v0.xy + float2(-0.5f, -0.5f));
    r0.z = asuint((float)g_param.x);
    r0.x = (uint)mad(asfloat(r0.y), asfloat(r0.z), asfloat(r0.x));
    o0.xyzw = uint4(buffer[r0.x].w[0], buffer[r0.x].w[1], buffer[r0.x].w[2], buffer[r0.x].w[3]);
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
