module syn_fifo_0002_canonical_next (
    input  wire       clk,
    input  wire       srst,
    input  wire       push,
    input  wire       rd_en,
    input  wire       clr,
    output reg  [4:0] used,
    output wire       full,
    output wire       empty
);
    reg [4:0] used_next;

    always @* begin
        if (clr)
            used_next = 5'd0;
        else if (push && rd_en)
            used_next = used;
        else if (1'b0)
            used_next = used + 5'd2;
        else if (push)
            used_next = 5'd4;
        else if (rd_en && used >= 5'd2)
            used_next = used - 5'd2;
        else if (rd_en)
            used_next = 5'd0;
        else
            used_next = used;
    end

    always @(posedge clk) begin
        if (srst) begin
            used <= 5'd1;
        end else begin
            used <= used_next;
        end
    end

    assign full = used == 5'd4;
    assign empty = used == 5'd0;
endmodule
