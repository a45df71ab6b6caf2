// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Pal
// {
//
//   float4 g_base;                     // Offset:    0 Size:    16
//   uint g_pick;                       // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Pal                               cbuffer      NA          NA    0        1
//
cbuffer Pal : register(b0) {
    float4 g_base : packoffset(c0);
    uint g_pick : packoffset(c1);
};
struct Input {
    float4 POSITION0 : POSITION0;
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 x0[5] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.POSITION0;
    v1.x = input.SV_VertexID0;
    x0[0].xyzw = asuint((v0.xxxx + g_base.xyzw));
    x0[1].xyzw = asuint(mad(g_base.xyzw, float4(2.0f, 2.0f, 2.0f, 2.0f), v0.xxxx));
    x0[2].xyzw = asuint(mad(g_base.xyzw, float4(3.0f, 3.0f, 3.0f, 3.0f), v0.xxxx));
    x0[3].xyzw = asuint(mad(g_base.xyzw, float4(4.0f, 4.0f, 4.0f, 4.0f), v0.xxxx));
    x0[4].xyzw = asuint(mad(g_base.xyzw, float4(5.0f, 5.0f, 5.0f, 5.0f), v0.xxxx));
    {
        uint p0 = v1.x % 0x00000005u;
        r0.x = p0;
    }
    x0[r0.x].xyzw = asuint(v0.xyzw);
    o0.xyzw = v0.xyzw;
    r0.x = asuint(asint(v1.x) + asint(g_pick));
    {
        uint p0 = r0.x % 0x00000005u;
        r0.x = p0;
    }
    o1.xyzw = x0[r0.x].xyzw;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = asfloat(o1.xyzw);
        return output;
    }
}
