module sequence_detector_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [1:0] key,
    input  wire       relock,
    output reg  [1:0] stage,
    output wire       unlocked
);
    reg [1:0] stage_next;

    always @* begin
        if (1'b0)
            stage_next = 2'd0;
        else if (key_valid && stage != 2'd3 && key == ((stage == 2'd0) ? 2'd3 : (stage == 2'd1) ? 2'd1 : 2'd2))
            stage_next = stage + 2'd1;
        else if (key_valid && stage != 2'd3)
            stage_next = (key == 2'd3) ? 2'd1 : 2'd0;
        else
            stage_next = stage;
    end

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
        end else begin
            stage <= stage_next;
        end
    end

    assign unlocked = stage == 2'd3;
endmodule
