// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c49 : register(c49);
float4 c52 : register(c52);
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
void l1();
void l2();
void l4();
void l5();
void l7();
void l9();
void l1() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l2();
}
void l2() {
    r0.xyzw = r0.xyzw + c52.xyzw;
    l4();
}
void l4() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l5();
}
void l5() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l7();
}
void l7() {
    r0.xyzw = r0.xyzw + c52.xyzw;
    l9();
}
void l9() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c49.xyzw;
    l1();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
