module hidden_0018_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire gate_on,
    input  wire cmp,
    input  wire clr,
    output wire trip,
    output wire fault
);
    reg [2:0] blank;
    reg flt;
    reg [2:0] blank_next;
    reg flt_next;

    always @* begin
        if (gate_on)
            blank_next = 3'd2;
        else if (blank != 3'd0)
            blank_next = blank - 3'd1;
        else
            blank_next = blank;
    end

    always @* begin
        if (clr)
            flt_next = 1'b0;
        else if (cmp && blank == 3'd0)
            flt_next = 1'b1;
        else
            flt_next = flt;
    end

    always @(posedge clk) begin
        if (rst) begin
            blank <= 3'd0;
            flt <= 1'b0;
        end else begin
            blank <= blank_next;
            flt <= flt_next;
        end
    end

    assign trip = cmp && blank == 3'd0;
    assign fault = flt;
endmodule
