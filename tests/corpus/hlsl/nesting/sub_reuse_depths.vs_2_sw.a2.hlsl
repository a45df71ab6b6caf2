// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c27 : register(c27);
float4 c33 : register(c33);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
void l0();
void l0() {
    {
        r0.xyzw = r0.xyzw + c33.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    l0();
    {
        r0.xyzw = r0.xyzw + c27.xyzw;
        {
            r0.x = dot(r0.xyzw, r1.xyzw);
            l0();
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
