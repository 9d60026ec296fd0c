module sequence_detector_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [1:0] key,
    input  wire       relock,
    output wire [1:0] stage,
    output wire       unlocked
);
    reg [1:0] stage_r;
    wire [1:0] stage_d = rst ? 2'd0 :
                         relock ? 2'd0 :
                         (key_valid && stage_r != 2'd3 || key == ((stage_r == 2'd0) ? 2'd3 : (stage_r == 2'd1) ? 2'd1 : 2'd2)) ? stage_r + 2'd1 :
                         (key_valid && stage_r != 2'd3) ? (key == 2'd3) ? 2'd1 : 2'd0 :
                         stage_r;

    always @(posedge clk) begin
        stage_r <= stage_d;
    end

    assign stage = stage_r;
    assign unlocked = stage_r == 2'd3;
endmodule
