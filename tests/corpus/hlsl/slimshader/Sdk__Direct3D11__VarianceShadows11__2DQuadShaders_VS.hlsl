// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbblurVS
// {
//
//   int2 g_iWidthHeight;               // Offset:    0 Size:     8
//   int g_iKernelStart;                // Offset:    8 Size:     4 [unused]
//   int g_iKernelEnd;                  // Offset:   12 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbblurVS                          cbuffer      NA          NA    2        1
//
cbuffer cbblurVS : register(b2) {
    int2 g_iWidthHeight : packoffset(c0);
    int g_iKernelStart : packoffset(c0.z);
    int g_iKernelEnd : packoffset(c0.w);
};
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD2 : TEXCOORD2;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    v0.x = input.SV_VertexID0;
    r0.x = asuint((float)asuint((asint(v0.x) & 1)));
    o0.y = mad(asfloat(r0.x), 2.0f, -1.0f);
    r0.y = asuint((-asfloat(r0.x)) + 1.0f);
    o0.zw = float2(0.5f, 1.0f);
    r0.x = asuint((float)(v0.x >> (0x00000001u & 31u)));
    o0.x = mad(asfloat(r0.x), 2.0f, -1.0f);
    r0.zw = asuint((float2)g_iWidthHeight.xy);
    o1.zw = asuint(asfloat(r0.xy) * asfloat(r0.zw));
    o1.xy = r0.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = asfloat(o1.xy);
        output.TEXCOORD2 = asfloat(o1.zw);
        return output;
    }
}
