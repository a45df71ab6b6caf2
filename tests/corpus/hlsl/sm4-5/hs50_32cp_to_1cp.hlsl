// Decompiled by dxsm from hs_5_0 code.
static const uint4 icb[4] = { uint4(0x40000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000008u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000010u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000018u, 0x00000000u, 0x00000000u) };
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : CENTER0;
    float4 o1_x : EXTENT0;
};
struct Patch {
    float vpc0_x[4] : SV_TessFactor0;
    float vpc4_x[2] : SV_InsideTessFactor0;
};
static uint4 vicp[32][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vocp[1][2] = { (uint4)0, (uint4)0 };
static uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    r0.y = icb[r0.x].y;
    r0.y = asuint(asfloat(0x3f800000u) + asfloat(vicp[r0.y][0].w));
    vpc[r0.x].x = r0.y;
    return;
}
void fork1(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = 0x40000000u;
    return;
}
Patch patch_constants(InputPatch<Input, 32> ip, OutputPatch<Output, 1> op) {
    vicp[0][0].xyzw = asuint(ip[0].v0_x);
    vicp[1][0].xyzw = asuint(ip[1].v0_x);
    vicp[2][0].xyzw = asuint(ip[2].v0_x);
    vicp[3][0].xyzw = asuint(ip[3].v0_x);
    vicp[4][0].xyzw = asuint(ip[4].v0_x);
    vicp[5][0].xyzw = asuint(ip[5].v0_x);
    vicp[6][0].xyzw = asuint(ip[6].v0_x);
    vicp[7][0].xyzw = asuint(ip[7].v0_x);
    vicp[8][0].xyzw = asuint(ip[8].v0_x);
    vicp[9][0].xyzw = asuint(ip[9].v0_x);
    vicp[10][0].xyzw = asuint(ip[10].v0_x);
    vicp[11][0].xyzw = asuint(ip[11].v0_x);
    vicp[12][0].xyzw = asuint(ip[12].v0_x);
    vicp[13][0].xyzw = asuint(ip[13].v0_x);
    vicp[14][0].xyzw = asuint(ip[14].v0_x);
    vicp[15][0].xyzw = asuint(ip[15].v0_x);
    vicp[16][0].xyzw = asuint(ip[16].v0_x);
    vicp[17][0].xyzw = asuint(ip[17].v0_x);
    vicp[18][0].xyzw = asuint(ip[18].v0_x);
    vicp[19][0].xyzw = asuint(ip[19].v0_x);
    vicp[20][0].xyzw = asuint(ip[20].v0_x);
    vicp[21][0].xyzw = asuint(ip[21].v0_x);
    vicp[22][0].xyzw = asuint(ip[22].v0_x);
    vicp[23][0].xyzw = asuint(ip[23].v0_x);
    vicp[24][0].xyzw = asuint(ip[24].v0_x);
    vicp[25][0].xyzw = asuint(ip[25].v0_x);
    vicp[26][0].xyzw = asuint(ip[26].v0_x);
    vicp[27][0].xyzw = asuint(ip[27].v0_x);
    vicp[28][0].xyzw = asuint(ip[28].v0_x);
    vicp[29][0].xyzw = asuint(ip[29].v0_x);
    vicp[30][0].xyzw = asuint(ip[30].v0_x);
    vicp[31][0].xyzw = asuint(ip[31].v0_x);
    vocp[0][0].xyzw = asuint(op[0].o0_x);
    vocp[0][1].xyzw = asuint(op[0].o1_x);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
    Patch output;
    output.vpc0_x[0] = asfloat(vpc[0].x);
    output.vpc0_x[1] = asfloat(vpc[1].x);
    output.vpc0_x[2] = asfloat(vpc[2].x);
    output.vpc0_x[3] = asfloat(vpc[3].x);
    output.vpc4_x[0] = asfloat(vpc[4].x);
    output.vpc4_x[1] = asfloat(vpc[5].x);
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
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[1][0].xyzw = asuint(input[1].v0_x);
    vin[2][0].xyzw = asuint(input[2].v0_x);
    vin[3][0].xyzw = asuint(input[3].v0_x);
    vin[4][0].xyzw = asuint(input[4].v0_x);
    vin[5][0].xyzw = asuint(input[5].v0_x);
    vin[6][0].xyzw = asuint(input[6].v0_x);
    vin[7][0].xyzw = asuint(input[7].v0_x);
    vin[8][0].xyzw = asuint(input[8].v0_x);
    vin[9][0].xyzw = asuint(input[9].v0_x);
    vin[10][0].xyzw = asuint(input[10].v0_x);
    vin[11][0].xyzw = asuint(input[11].v0_x);
    vin[12][0].xyzw = asuint(input[12].v0_x);
    vin[13][0].xyzw = asuint(input[13].v0_x);
    vin[14][0].xyzw = asuint(input[14].v0_x);
    vin[15][0].xyzw = asuint(input[15].v0_x);
    vin[16][0].xyzw = asuint(input[16].v0_x);
    vin[17][0].xyzw = asuint(input[17].v0_x);
    vin[18][0].xyzw = asuint(input[18].v0_x);
    vin[19][0].xyzw = asuint(input[19].v0_x);
    vin[20][0].xyzw = asuint(input[20].v0_x);
    vin[21][0].xyzw = asuint(input[21].v0_x);
    vin[22][0].xyzw = asuint(input[22].v0_x);
    vin[23][0].xyzw = asuint(input[23].v0_x);
    vin[24][0].xyzw = asuint(input[24].v0_x);
    vin[25][0].xyzw = asuint(input[25].v0_x);
    vin[26][0].xyzw = asuint(input[26].v0_x);
    vin[27][0].xyzw = asuint(input[27].v0_x);
    vin[28][0].xyzw = asuint(input[28].v0_x);
    vin[29][0].xyzw = asuint(input[29].v0_x);
    vin[30][0].xyzw = asuint(input[30].v0_x);
    vin[31][0].xyzw = asuint(input[31].v0_x);
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
    o1.xyzw = asuint(asfloat(r0.xyzw) * asfloat(uint4(0x3f000000u, 0x3f000000u, 0x3f000000u, 0x3f000000u)));
    o0.xyzw = asuint(asfloat(r2.xyzw) * asfloat(uint4(0x3f000000u, 0x3f000000u, 0x3f000000u, 0x3f000000u)));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            return output;
        }
}
