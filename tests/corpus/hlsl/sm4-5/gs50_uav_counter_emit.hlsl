// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_stats                               UAV    byte         r/w    1        1
//
RWByteAddressBuffer g_stats : register(u1);
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    {
        uint p;
        g_stats.InterlockedAdd(0x00000000u, 0x00000001u, p);
        r0.x = p;
    }
    if (0x000186a0u < r0.x) {
        return;
    }
    o0.xyzw = vin[0][0].xyzw;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    return;
}
