// Decompiled by dxsm from vs_1_1 code.
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : PSIZE0;
    float4 v2 : COLOR0;
    float4 v3 : COLOR1;
};
struct Output {
    float4 oPos : POSITION;
    float oFog : FOG;
    float oPts : PSIZE;
    float4 oD0 : COLOR0;
    float4 oD1 : COLOR1;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v3 = input.v3;
    precise float4 oPos = 0;
    precise float4 oFog = 0;
    precise float4 oPts = 0;
    precise float4 oD0 = 0;
    precise float4 oD1 = 0;
    oPos.xyzw = v0.xyzw;
    oPts.xyzw = v1.xxxx;
    oFog.xyzw = v0.zzzz;
    oD0.xyzw = v2.xyzw;
    oD1.xyzw = v3.xyzw;
    output.oPos = oPos.xyzw;
    output.oFog = oFog.x;
    output.oPts = oPts.x;
    output.oD0 = oD0.xyzw;
    output.oD1 = oD1.xyzw;
    return output;
}
