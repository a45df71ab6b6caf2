// Decompiled by dxsm from hs_5_0 code.
static const uint4 icb[4] = { uint4(0x40000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000008u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000010u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000018u, 0x00000000u, 0x00000000u) };
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 CENTER0 : CENTER0;
    float4 EXTENT0 : EXTENT0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
static uint4 vicp[32][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x].y;
    r0.y = asuint(1.0f + asfloat(vicp[r0.y][0].w));
    vpc[r0.x].x = r0.y;
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = 0x40000000u;
    return;
}
Patch patch_constants(InputPatch<Input, 32> ip, OutputPatch<Output, 1> op) {
    vicp[0][0].xyzw = asuint(ip[0].POSITION0);
    vicp[1][0].xyzw = asuint(ip[1].POSITION0);
    vicp[2][0].xyzw = asuint(ip[2].POSITION0);
    vicp[3][0].xyzw = asuint(ip[3].POSITION0);
    vicp[4][0].xyzw = asuint(ip[4].POSITION0);
    vicp[5][0].xyzw = asuint(ip[5].POSITION0);
    vicp[6][0].xyzw = asuint(ip[6].POSITION0);
    vicp[7][0].xyzw = asuint(ip[7].POSITION0);
    vicp[8][0].xyzw = asuint(ip[8].POSITION0);
    vicp[9][0].xyzw = asuint(ip[9].POSITION0);
    vicp[10][0].xyzw = asuint(ip[10].POSITION0);
    vicp[11][0].xyzw = asuint(ip[11].POSITION0);
    vicp[12][0].xyzw = asuint(ip[12].POSITION0);
    vicp[13][0].xyzw = asuint(ip[13].POSITION0);
    vicp[14][0].xyzw = asuint(ip[14].POSITION0);
    vicp[15][0].xyzw = asuint(ip[15].POSITION0);
    vicp[16][0].xyzw = asuint(ip[16].POSITION0);
    vicp[17][0].xyzw = asuint(ip[17].POSITION0);
    vicp[18][0].xyzw = asuint(ip[18].POSITION0);
    vicp[19][0].xyzw = asuint(ip[19].POSITION0);
    vicp[20][0].xyzw = asuint(ip[20].POSITION0);
    vicp[21][0].xyzw = asuint(ip[21].POSITION0);
    vicp[22][0].xyzw = asuint(ip[22].POSITION0);
    vicp[23][0].xyzw = asuint(ip[23].POSITION0);
    vicp[24][0].xyzw = asuint(ip[24].POSITION0);
    vicp[25][0].xyzw = asuint(ip[25].POSITION0);
    vicp[26][0].xyzw = asuint(ip[26].POSITION0);
    vicp[27][0].xyzw = asuint(ip[27].POSITION0);
    vicp[28][0].xyzw = asuint(ip[28].POSITION0);
    vicp[29][0].xyzw = asuint(ip[29].POSITION0);
    vicp[30][0].xyzw = asuint(ip[30].POSITION0);
    vicp[31][0].xyzw = asuint(ip[31].POSITION0);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_TessFactor0[3] = asfloat(vpc[3].x);
    output.SV_InsideTessFactor0[0] = asfloat(vpc[4].x);
    output.SV_InsideTessFactor0[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("fractional_odd")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(1)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 32> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[32][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[3][0].xyzw = asuint(input[3].POSITION0);
    vin[4][0].xyzw = asuint(input[4].POSITION0);
    vin[5][0].xyzw = asuint(input[5].POSITION0);
    vin[6][0].xyzw = asuint(input[6].POSITION0);
    vin[7][0].xyzw = asuint(input[7].POSITION0);
    vin[8][0].xyzw = asuint(input[8].POSITION0);
    vin[9][0].xyzw = asuint(input[9].POSITION0);
    vin[10][0].xyzw = asuint(input[10].POSITION0);
    vin[11][0].xyzw = asuint(input[11].POSITION0);
    vin[12][0].xyzw = asuint(input[12].POSITION0);
    vin[13][0].xyzw = asuint(input[13].POSITION0);
    vin[14][0].xyzw = asuint(input[14].POSITION0);
    vin[15][0].xyzw = asuint(input[15].POSITION0);
    vin[16][0].xyzw = asuint(input[16].POSITION0);
    vin[17][0].xyzw = asuint(input[17].POSITION0);
    vin[18][0].xyzw = asuint(input[18].POSITION0);
    vin[19][0].xyzw = asuint(input[19].POSITION0);
    vin[20][0].xyzw = asuint(input[20].POSITION0);
    vin[21][0].xyzw = asuint(input[21].POSITION0);
    vin[22][0].xyzw = asuint(input[22].POSITION0);
    vin[23][0].xyzw = asuint(input[23].POSITION0);
    vin[24][0].xyzw = asuint(input[24].POSITION0);
    vin[25][0].xyzw = asuint(input[25].POSITION0);
    vin[26][0].xyzw = asuint(input[26].POSITION0);
    vin[27][0].xyzw = asuint(input[27].POSITION0);
    vin[28][0].xyzw = asuint(input[28].POSITION0);
    vin[29][0].xyzw = asuint(input[29].POSITION0);
    vin[30][0].xyzw = asuint(input[30].POSITION0);
    vin[31][0].xyzw = asuint(input[31].POSITION0);
    r0.xyzw = asuint(min(asfloat(vin[1][0].xyzw), asfloat(vin[0][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[2][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[3][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[4][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[5][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[6][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[7][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[8][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[9][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[10][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[11][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[12][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[13][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[14][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[15][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[16][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[17][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[18][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[19][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[20][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[21][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[22][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[23][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[24][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[25][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[26][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[27][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[28][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[29][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[30][0].xyzw)));
    r0.xyzw = asuint(min(asfloat(r0.xyzw), asfloat(vin[31][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(vin[1][0].xyzw), asfloat(vin[0][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[2][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[3][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[4][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[5][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[6][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[7][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[8][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[9][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[10][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[11][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[12][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[13][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[14][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[15][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[16][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[17][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[18][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[19][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[20][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[21][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[22][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[23][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[24][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[25][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[26][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[27][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[28][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[29][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[30][0].xyzw)));
    r1.xyzw = asuint(max(asfloat(r1.xyzw), asfloat(vin[31][0].xyzw)));
    r2.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r0.xyzw = asuint((-asfloat(r0.xyzw)) + asfloat(r1.xyzw));
    o1.xyzw = asuint(asfloat(r0.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
    o0.xyzw = asuint(asfloat(r2.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
    {
        output.CENTER0 = asfloat(o0.xyzw);
        output.EXTENT0 = asfloat(o1.xyzw);
        return output;
    }
}
