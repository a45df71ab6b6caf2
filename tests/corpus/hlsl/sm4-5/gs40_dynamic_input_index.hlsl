// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Order
// {
//
//   uint4 g_order;                     // Offset:    0 Size:    16
//   uint g_count;                      // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Order                             cbuffer      NA          NA    0        1
//
cbuffer Order : register(b0) {
    uint4 g_order : packoffset(c0);
    uint g_count : packoffset(c1);
};
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
[maxvertexcount(6)]
void main(triangleadj Input input[6], inout TriangleStream<Output> stream0) {
    uint4 vin[6][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[3][0].xyzw = asuint(input[3].SV_Position0);
    vin[4][0].xyzw = asuint(input[4].SV_Position0);
    vin[5][0].xyzw = asuint(input[5].SV_Position0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    vin[1][1].xyzw = asuint(input[1].COLOR0);
    vin[2][1].xyzw = asuint(input[2].COLOR0);
    vin[3][1].xyzw = asuint(input[3].COLOR0);
    vin[4][1].xyzw = asuint(input[4].COLOR0);
    vin[5][1].xyzw = asuint(input[5].COLOR0);
    vin[0][2].xy = asuint(input[0].TEXCOORD0);
    vin[1][2].xy = asuint(input[1].TEXCOORD0);
    vin[2][2].xy = asuint(input[2].TEXCOORD0);
    vin[3][2].xy = asuint(input[3].TEXCOORD0);
    vin[4][2].xy = asuint(input[4].TEXCOORD0);
    vin[5][2].xy = asuint(input[5].TEXCOORD0);
    r0.x = 0;
    [loop] while (true) {
        if (asuint(r0.x) >= g_count) { break; }
        r1.xyzw = asint((asuint(r0.xxxx) < uint4(0x00000004u, 0x00000001u, 0x00000002u, 0x00000003u)) ? 0xffffffffu : 0u);
        r2.y = (-r0.x) & r1.z;
        r0.yz = r0.xx + int2(-3, 1);
        r2.z = (asuint(r1.z) != 0u) ? 0 : r0.y;
        r2.w = asint((r1.w == 0) ? 0xffffffffu : 0u);
        r2.x = r1.y;
        r2.xyzw = r2.xyzw & asint(g_order.xyzw);
        r0.yw = r2.yw | r2.xz;
        r0.y = r0.w | r0.y;
        r0.w = r0.x + asint(g_order.x);
        {
            uint p0 = asuint(r0.w) % 0x00000006u;
            r0.w = asint(p0);
        }
        r0.y = (asuint(r1.x) != 0u) ? r0.y : r0.w;
        r0.w = r0.y + 1;
        {
            uint p0 = asuint(r0.w) % 0x00000006u;
            r0.w = asint(p0);
        }
        o0.xyzw = vin[asuint(r0.y)][0].xyzw;
        o1.xyzw = vin[asuint(r0.w)][1].xyzw;
        o2.xy = vin[asuint(r0.y)][2].xy;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = asfloat(o1.xyzw);
            output.TEXCOORD0 = asfloat(o2.xy);
            stream0.Append(output);
        }
        r0.x = r0.z;
    }
    return;
}
