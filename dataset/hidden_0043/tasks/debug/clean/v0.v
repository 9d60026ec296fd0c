module hidden_0043_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire ev,
    output wire irq
);
    reg [1:0] pend;
    reg [2:0] age;
    reg [1:0] pend_next;
    reg [2:0] age_next;

    always @* begin
        if ((pend == 2'd3 || (pend != 2'd0 && age == 3'd0)) && ev)
            pend_next = 2'd1;
        else if (pend == 2'd3 || (pend != 2'd0 && age == 3'd0))
            pend_next = 2'd0;
        else if (ev)
            pend_next = pend + 2'd1;
        else
            pend_next = pend;
    end

    always @* begin
        if (ev && (pend == 2'd0 || pend == 2'd3 || age == 3'd0))
            age_next = 3'd3;
        else if (age != 3'd0)
            age_next = age - 3'd1;
        else
            age_next = age;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend <= 2'd0;
            age <= 3'd0;
        end else begin
            pend <= pend_next;
            age <= age_next;
        end
    end

    assign irq = pend == 2'd3 || (pend != 2'd0 && age == 3'd0);
endmodule
