// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_patchFactors                    texture  float4         buf    0        1
//
Buffer<float4> t0 : register(t0);
struct Input {
    float3 v0_x : POSITION0;
    uint v1_x : VERTID0;
};
struct Output {
    float3 o0_x : POSITION0;
    uint o1_x : VERTID0;
};
struct Patch {
    float vpc0_x : SV_TessFactor0;
    uint vpc0_y : PATCHFLAGS0;
    float vpc1_x[3] : SV_TessFactor1;
    float vpc4_x[2] : SV_InsideTessFactor0;
};
static uint4 vicp[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vocp[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint vPrim;
void fork0(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = asuint((t0.Load(asint(vPrim))).x);
    vpc[0].x = r0.x;
    return;
}
void fork1(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = asuint((t0.Load(asint(vPrim))).y);
    vpc[1].x = r0.x;
    return;
}
void fork2(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = asuint((t0.Load(asint(vPrim))).z);
    vpc[2].x = r0.x;
    return;
}
void fork3(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = asuint((t0.Load(asint(vPrim))).w);
    vpc[3].x = r0.x;
    return;
}
void fork4(uint vForkInstanceID) {
    vpc[0].y = asint(vicp[3][1].x) ^ asint(vicp[0][1].x);
    return;
}
void join5(uint vJoinInstanceID) {
    uint4 r0 = 0;
    r0.x = vJoinInstanceID.x;
    r0.y = asuint(max(asfloat(vpc[r0.x].x), asfloat(vpc[r0.x + 2].x)));
    vpc[r0.x + 4].x = r0.y;
    return;
}
Patch patch_constants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op, uint vPrim_in : SV_PrimitiveID) {
    vPrim = vPrim_in;
    vicp[0][0].xyz = asuint(ip[0].v0_x);
    vicp[1][0].xyz = asuint(ip[1].v0_x);
    vicp[2][0].xyz = asuint(ip[2].v0_x);
    vicp[3][0].xyz = asuint(ip[3].v0_x);
    vicp[0][1].x = asuint(ip[0].v1_x);
    vicp[1][1].x = asuint(ip[1].v1_x);
    vicp[2][1].x = asuint(ip[2].v1_x);
    vicp[3][1].x = asuint(ip[3].v1_x);
    vocp[0][0].xyz = asuint(op[0].o0_x);
    vocp[1][0].xyz = asuint(op[1].o0_x);
    vocp[2][0].xyz = asuint(op[2].o0_x);
    vocp[3][0].xyz = asuint(op[3].o0_x);
    vocp[0][1].x = asuint(op[0].o1_x);
    vocp[1][1].x = asuint(op[1].o1_x);
    vocp[2][1].x = asuint(op[2].o1_x);
    vocp[3][1].x = asuint(op[3].o1_x);
    fork0(0u);
    fork1(0u);
    fork2(0u);
    fork3(0u);
    fork4(0u);
    for (uint i5 = 0u; i5 < 2u; i5++) { join5(i5); }
    Patch output;
    output.vpc0_x = asfloat(vpc[0].x);
    output.vpc0_y = (vpc[0].y);
    output.vpc1_x[0] = asfloat(vpc[1].x);
    output.vpc1_x[1] = asfloat(vpc[2].x);
    output.vpc1_x[2] = asfloat(vpc[3].x);
    output.vpc4_x[0] = asfloat(vpc[4].x);
    output.vpc4_x[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 4> input, uint vOutputControlPointID : SV_OutputControlPointID, uint vPrim_in : SV_PrimitiveID) {
    Output output;
    uint4 vin[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    vPrim = vPrim_in;
    vin[0][0].xyz = asuint(input[0].v0_x);
    vin[1][0].xyz = asuint(input[1].v0_x);
    vin[2][0].xyz = asuint(input[2].v0_x);
    vin[3][0].xyz = asuint(input[3].v0_x);
    vin[0][1].x = asuint(input[0].v1_x);
    vin[1][1].x = asuint(input[1].v1_x);
    vin[2][1].x = asuint(input[2].v1_x);
    vin[3][1].x = asuint(input[3].v1_x);
    r0.x = asuint(-asint(vOutputControlPointID));
    o0.xyz = vin[r0.x + 3][0].xyz;
    o1.x = vin[r0.x + 3][1].x;
    {
            output.o0_x = asfloat(o0.xyz);
            output.o1_x = (o1.x);
            return output;
        }
}
