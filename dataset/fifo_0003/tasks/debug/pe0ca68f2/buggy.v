module fifo_0003_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output wire [3:0] valid,
    output wire       full,
    output wire       empty,
    output wire       two_or_more
);
    reg [3:0] valid_r;
    wire [3:0] valid_d = rst ? 4'b0000 :
                         (push && (!pop || !valid_r[0]) && !valid_r[3]) ? {valid_r[2:0], 1'b1} :
                         (pop && !push && valid_r[0]) ? {1'b0, valid_r} :
                         valid_r;

    always @(posedge clk) begin
        valid_r <= valid_d;
    end

    assign valid = valid_r;
    assign full = valid_r[3];
    assign empty = !valid_r[0];
    assign two_or_more = valid_r[1];
endmodule
