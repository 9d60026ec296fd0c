module fifo_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output reg  [3:0] valid,
    output wire       full,
    output wire       empty,
    output wire       two_or_more
);
    reg [3:0] valid_next;

    always @* begin
        if (push && (!pop || !valid[0]) && !valid[3])
            valid_next = {valid[2:0], 1'b1};
        else if (pop && !push && valid[0])
            valid_next = {1'b0, valid[3:1]};
        else
            valid_next = valid;
    end

    always @(posedge clk) begin
        if (rst) begin
            valid <= 4'b0000;
        end else begin
            valid <= valid_next;
        end
    end

    assign full = valid[3];
    assign empty = !valid[0];
    assign two_or_more = valid[1];
endmodule
