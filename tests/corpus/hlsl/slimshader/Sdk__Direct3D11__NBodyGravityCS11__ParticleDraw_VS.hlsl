// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_bufPosVelo
// {
//
//   struct
//   {
//       
//       float4 pos;                    // Offset:    0
//       float4 velo;                   // Offset:   16
//
//   } $Element;                        // Offset:    0 Size:    32
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_bufPosVelo                      texture  struct         r/o    0        1
//
struct S_t0 { uint w[8]; };
StructuredBuffer<S_t0> g_bufPosVelo : register(t0);
struct Input {
    float4 COLOR0 : COLOR0;
    uint SV_VERTEXID0 : SV_VERTEXID0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.COLOR0;
    v1.x = input.SV_VERTEXID0;
    o0.xyz = uint3(g_bufPosVelo[v1.x].w[0], g_bufPosVelo[v1.x].w[1], g_bufPosVelo[v1.x].w[2]);
    r0.x = g_bufPosVelo[v1.x].w[7];
    o1.xyzw = mad((asfloat(r0.x) * 0.11111111f).xxxx, (v0.xyzw + float4(-1.0f, -0.1f, -0.1f, -1.0f)), float4(1.0f, 0.1f, 0.1f, 1.0f));
    {
        output.POSITION0 = asfloat(o0.xyz);
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
