// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer T
// {
//
//   float g_tess;                      // Offset:    0 Size:     4
//   float3 pad;                        // Offset:    4 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// T                                 cbuffer      NA          NA    0        1
//
cbuffer T : register(b0) {
    float g_tess : packoffset(c0);
    float3 pad : packoffset(c0.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
    float3 CORNERNORMAL0[3] : CORNERNORMAL0;
};
static uint4 vicp[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[7] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_tess);
    return;
}
void fork1(uint vForkInstanceID) {
    vpc[3].x = asuint(g_tess);
    return;
}
void fork2(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = vicp[r0.x][1].x;
    return;
}
void fork3(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].y = vicp[r0.x][1].y;
    return;
}
void fork4(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].z = vicp[r0.x][1].z;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 10> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[0][1].xyz = asuint(ip[0].NORMAL0);
    vicp[1][1].xyz = asuint(ip[1].NORMAL0);
    vicp[2][1].xyz = asuint(ip[2].NORMAL0);
    for (uint i0 = 0u; i0 < 3u; i0++) { fork0(i0); }
    fork1(0u);
    for (uint i2 = 0u; i2 < 3u; i2++) { fork2(i2); }
    for (uint i3 = 0u; i3 < 3u; i3++) { fork3(i3); }
    for (uint i4 = 0u; i4 < 3u; i4++) { fork4(i4); }
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    output.CORNERNORMAL0[0] = asfloat(vpc[4].xyz);
    output.CORNERNORMAL0[1] = asfloat(vpc[5].xyz);
    output.CORNERNORMAL0[2] = asfloat(vpc[6].xyz);
    return output;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(10)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    r0.x = (vOutputControlPointID < 0x00000003u) ? 0xffffffffu : 0u;
    if (r0.x != 0u) {
        r0.x = vOutputControlPointID;
        o0.xyz = vin[r0.x][0].xyz;
    } else {
        r0.x = (vOutputControlPointID < 0x00000009u) ? 0xffffffffu : 0u;
        if (r0.x != 0u) {
            r0.x = asuint(asint(vOutputControlPointID) + -3);
            r0.y = r0.x >> (0x00000001u & 31u);
            r0.x = asuint(asint(r0.x) & 1);
            r0.z = asuint(asint(r0.y) + 1);
            {
                uint p0 = r0.z % 0x00000003u;
                r0.z = p0;
            }
            {
                uint p0 = (r0.x != 0u) ? r0.y : r0.z;
                uint p1 = (r0.x != 0u) ? r0.z : r0.y;
                r0.x = p0;
                r1.x = p1;
            }
            r0.yzw = asuint(mad(asfloat(vin[r1.x][0].xyz), float3(2.0f, 2.0f, 2.0f), asfloat(vin[r0.x][0].xyz)));
            r1.yzw = asuint((-asfloat(vin[r1.x][0].xyz)) + asfloat(vin[r0.x][0].xyz));
            r0.x = asuint(dot(asfloat(r1.yzw), asfloat(vin[r1.x][1].xyz)));
            r0.xyz = asuint(mad((-asfloat(r0.xxx)), asfloat(vin[r1.x][1].xyz), asfloat(r0.yzw)));
            o0.xyz = asuint(asfloat(r0.xyz) * float3(0.33333334f, 0.33333334f, 0.33333334f));
        } else {
            r0.xyz = asuint(asfloat(vin[1][0].xyz) + asfloat(vin[0][0].xyz));
            r0.xyz = asuint(asfloat(r0.xyz) + asfloat(vin[2][0].xyz));
            o0.xyz = asuint(asfloat(r0.xyz) * float3(0.33333334f, 0.33333334f, 0.33333334f));
        }
    }
    {
        output.BEZIERPOS0 = asfloat(o0.xyz);
        return output;
    }
}
