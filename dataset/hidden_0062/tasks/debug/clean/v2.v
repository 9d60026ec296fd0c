module hidden_0062_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire err,
    output wire mark,
    output wire bad
);
    reg [1:0] slot_r;
    reg [1:0] errs_r;
    reg verdict_r;
    wire [1:0] slot_d = rst ? 2'd0 :
                        en ? slot_r + 2'd1 :
                        slot_r;
    wire [1:0] errs_d = rst ? 2'd0 :
                        (en && slot_r == 2'd3) ? 2'd0 :
                        (en && err && errs_r != 2'd3) ? errs_r + 2'd1 :
                        errs_r;
    wire verdict_d = rst ? 1'b0 :
                     (en && slot_r == 2'd3) ? errs_r >= 2'd2 || (errs_r == 2'd1 && err) :
                     verdict_r;

    always @(posedge clk) begin
        slot_r <= slot_d;
        errs_r <= errs_d;
        verdict_r <= verdict_d;
    end

    assign mark = slot_r == 2'd0;
    assign bad = verdict_r;
endmodule
