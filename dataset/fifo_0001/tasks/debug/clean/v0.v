module fifo_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    output wire [1:0] level,
    output wire       full,
    output wire       empty,
    output wire       overflow
);
    reg [1:0] count;
    reg ovf;
    reg [1:0] count_next;
    reg ovf_next;

    always @* begin
        if (push && !pop && count != 2'd2)
            count_next = count + 2'd1;
        else if (pop && !push && count != 2'd0)
            count_next = count - 2'd1;
        else
            count_next = count;
    end

    always @* begin
        if (push && !pop && count == 2'd2)
            ovf_next = 1'b1;
        else
            ovf_next = ovf;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 2'd0;
            ovf <= 1'b0;
        end else begin
            count <= count_next;
            ovf <= ovf_next;
        end
    end

    assign level = count;
    assign full = count == 2'd2;
    assign empty = count == 2'd0;
    assign overflow = ovf;
endmodule
